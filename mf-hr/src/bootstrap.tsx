import { createRoot } from 'react-dom/client';
import HrRoutes from './routes';
createRoot(document.getElementById('root')!).render(<HrRoutes />);
