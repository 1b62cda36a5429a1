import { useEffect, useState } from 'react';
import { portalApi, storeToken, storedToken, whenSignedOut } from './api';
import { go, useCurrentPage } from './navigation';
import { AccountPage } from './pages/account-page';
import { HomePage } from './pages/home-page';
import { PapersPage } from './pages/papers-page';
import { PlansPage } from './pages/plans-page';
import { ReceiptPage } from './pages/receipt-page';
import { RechargePage } from './pages/recharge-page';
import { SignInPage } from './pages/sign-in-page';

/** The portal: the sign-in page until there is a session, then the page its address names. */
export function App() {
  const [signedIn, setSignedIn] = useState(() => storedToken() !== null);
  const page = useCurrentPage();
  useEffect(() => whenSignedOut(() => setSignedIn(false)), []);

  async function signOut() {
    await portalApi.signOut().catch(() => undefined);
    storeToken(null);
    setSignedIn(false);
    go({ name: 'home' });
  }

  return (
    <>
      <header>
        <h1>My internet account</h1>
        {signedIn ? (
          <button type="button" className="link" onClick={() => void signOut()}>
            Sign out
          </button>
        ) : null}
      </header>
      {!signedIn ? (
        <SignInPage onSignedIn={() => setSignedIn(true)} />
      ) : page.name === 'recharge' ? (
        <RechargePage />
      ) : page.name === 'plans' ? (
        <PlansPage />
      ) : page.name === 'papers' ? (
        <PapersPage />
      ) : page.name === 'receipt' ? (
        <ReceiptPage number={page.number} />
      ) : page.name === 'account' ? (
        <AccountPage />
      ) : (
        <HomePage />
      )}
    </>
  );
}
