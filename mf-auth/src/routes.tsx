import { Navigate, Route, Routes } from 'react-router-dom';
import { LoginPage } from './features/login/login-page';
import { ResetPage } from './features/reset/reset-page';

/** The sign-in area, under /auth. No providers here: the shell gives them. */
export default function AuthRoutes() {
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route path="reset" element={<ResetPage />} />
      <Route path="*" element={<Navigate to="/auth/login" replace />} />
    </Routes>
  );
}
