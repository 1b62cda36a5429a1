import { Box, Code, HStack, QrCode, Stack, Text } from '@console/ui';
import type { TotpEnrolment as Enrolment } from '@console/api';

/** The base32 secret in groups of four, easier to type into an authenticator by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * A new TOTP enrolment, shown once: the QR code of the otpauth:// URI that phone authenticators
 * scan, and the secret for typing in by hand.
 */
export function TotpEnrolment({ secret, otpauthUri }: Enrolment) {
  return (
    <HStack align="start" gap="4" flexWrap="wrap" fontWeight="normal">
      {/* Drawn as SVG in the first render, dark on white whatever the color mode, so any phone can scan it. */}
      <Box bg="white" p="2" rounded="sm">
        <QrCode.Root value={otpauthUri} encoding={{ ecc: 'M', border: 1 }} size="lg">
          <QrCode.Frame role="img" aria-label="QR code for an authenticator app" data-text={otpauthUri}>
            <QrCode.Pattern fill="#000" />
          </QrCode.Frame>
        </QrCode.Root>
      </Box>
      <Stack gap="2" maxW="sm">
        <Text>Scan the QR code with an authenticator app, or type in this secret key:</Text>
        <Code size="lg" data-testid="totp-secret" aria-label="One-time password secret key">
          {grouped(secret)}
        </Code>
        <Text fontSize="sm" color="fg.muted">
          It is shown only this once. Sign-ins need the six-digit code the app shows.
        </Text>
      </Stack>
    </HStack>
  );
}
