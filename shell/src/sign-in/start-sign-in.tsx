import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SignInPage } from './sign-in-page';

const root = createRoot(document.getElementById('root') as HTMLElement);
root.render(
  <StrictMode>
    <SignInPage
      onSignedIn={(openConsole) => {
        root.unmount();
        void openConsole();
      }}
    />
  </StrictMode>,
);
