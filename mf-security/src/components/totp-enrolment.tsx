import { Box, Code, HStack, Image, Stack, Text } from '@chakra-ui/react';
import type { TotpEnrolment as Enrolment } from '@console/api';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** The base32 secret in groups of four, easier to type into an authenticator by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * A new TOTP enrolment, shown once: the QR code of the otpauth:// URI that phone authenticators
 * scan, and the secret for typing in by hand.
 */
export function TotpEnrolment({ secret, otpauthUri }: Enrolment) {
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toDataURL(otpauthUri, { margin: 1, width: 176 })
      .then((url) => current && setQr(url))
      .catch(() => current && setQr(null));
    return () => {
      current = false;
    };
  }, [otpauthUri]);

  return (
    <HStack align="start" gap="4" flexWrap="wrap" fontWeight="normal">
      <Box bg="white" p="1" rounded="sm" minW="44" minH="44">
        {qr && <Image src={qr} alt="QR code for an authenticator app" width="44" height="44" />}
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
