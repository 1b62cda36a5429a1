import { createRoot } from 'react-dom/client';
import AreaRoutes from './routes';
createRoot(document.getElementById('root')!).render(<AreaRoutes />);
