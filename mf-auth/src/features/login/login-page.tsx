import {
  FROM_SIGN_IN,
  loginRequest,
  noticeShown,
  returnPathOf,
  selectNotice,
  signedIn,
  useLoginMutation,
  validatorFrom,
  type LoginRequest,
} from '@console/api';
import { CheckboxField, FormShell, PasswordField, ResultBanner, TextField, Heading, Link, Stack } from '@console/ui';
import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { rememberEmail, rememberedEmail } from '@console/api/remembered-email';

type LoginValues = LoginRequest & { remember?: boolean };

const validate = validatorFrom(loginRequest);

export function LoginPage() {
  const [login] = useLoginMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  // The page the session guard was asked for, when it sent the user here (only a console path).
  const returnPath = returnPathOf(useLocation().search);
  // Why the shell sent the user here (session expired, access withdrawn, ...), shown once.
  const notice = useSelector(selectNotice);
  useEffect(
    () => () => {
      dispatch(noticeShown());
    },
    [dispatch],
  );

  const initialValues = useMemo<Partial<LoginValues>>(() => {
    const email = rememberedEmail();
    return email ? { username: email, remember: true } : {};
  }, []);

  const signIn = async ({ remember, username, password, code }: LoginValues) => {
    const { auth } = await login({ username, password, code: code ?? '' }).unwrap();
    rememberEmail(remember ? username : null);
    dispatch(signedIn(auth));
    // Marked as coming from here: a page the user may no longer open sends them to the dashboard.
    navigate(returnPath, { replace: true, state: FROM_SIGN_IN });
  };

  return (
    <Stack gap="5">
      <Heading as="h2" size="lg">
        Sign in
      </Heading>
      {notice && <ResultBanner status="error">{notice}</ResultBanner>}
      <FormShell<LoginValues> validate={validate} initialValues={initialValues} onSave={signIn} submitLabel="Login" guardUnsaved={false}>
        <TextField name="username" label="Email" type="email" autoComplete="username" />
        <PasswordField name="password" label="Password" />
        {/* No numeric keypad: a recovery code has letters (issue 31). */}
        <TextField
          name="code"
          label="OTP"
          autoComplete="one-time-code"
          helperText="The 6-digit code of your authenticator app, if you have one, or one of your recovery codes."
        />
        <CheckboxField name="remember" label="Remember Me" />
        <Link asChild fontSize="sm" color="blue.600">
          <RouterLink to="/auth/reset">Forgot your password?</RouterLink>
        </Link>
      </FormShell>
    </Stack>
  );
}
