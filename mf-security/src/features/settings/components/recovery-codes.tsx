import { Button, Code, HStack, Heading, List, Stack, Text } from '@console/ui';

// Printing shows the codes alone: everything that neither holds nor is the list is dropped, and
// the list's ancestors lose the menu's offset. Print rules cannot be Chakra style props.
const PRINT_ONLY_THE_CODES = `
@media print {
  body *:not(:has(.recovery-codes)):not(.recovery-codes):not(.recovery-codes *) { display: none !important; }
  body *:has(.recovery-codes) { display: block !important; position: static !important; margin: 0 !important; padding: 0 !important; border: 0 !important; box-shadow: none !important; }
  .recovery-codes__actions { display: none !important; }
}
`;

/** The file "Download as text" saves: who the codes are for, what they do, one code a line. */
function asText(codes: readonly string[], username: string): string {
  return [
    `Staff Console recovery codes for ${username}`,
    'Each code signs you in once in place of a one-time code (a lost phone). Keep them somewhere safe.',
    '',
    ...codes,
    '',
  ].join('\n');
}

interface RecoveryCodesProps {
  codes: readonly string[];
  username: string;
  /** "I have saved these codes": the codes are gone from the screen for good. */
  onDone: () => void;
}

/**
 * The recovery codes of a confirmed enrolment, shown this once (the server keeps only their
 * hashes): printable, downloadable as text, and put away with "I have saved these codes".
 */
export function RecoveryCodes({ codes, username, onDone }: RecoveryCodesProps) {
  const file = `data:text/plain;charset=utf-8,${encodeURIComponent(asText(codes, username))}`;
  return (
    <Stack gap="4" className="recovery-codes">
      <style>{PRINT_ONLY_THE_CODES}</style>
      <Heading as="h3" size="sm">
        Your recovery codes
      </Heading>
      <Text>
        If you lose your phone, each of these codes signs you in once in place of a one-time code. They are shown only this once: print them or
        download them, and keep them somewhere safe.
      </Text>
      {/* As many columns as fit whole codes: two on a phone, three in the card on a wide screen. */}
      <List.Root
        as="ol"
        aria-label="Recovery codes"
        listStyleType="none"
        display="grid"
        gridTemplateColumns="repeat(auto-fill, minmax(9rem, 1fr))"
        gap="2"
      >
        {codes.map((code) => (
          <List.Item key={code}>
            <Code size="lg" fontFamily="mono" whiteSpace="nowrap">
              {code}
            </Code>
          </List.Item>
        ))}
      </List.Root>
      <HStack gap="3" flexWrap="wrap" className="recovery-codes__actions">
        <Button variant="outline" onClick={() => window.print()}>
          Print
        </Button>
        <Button asChild variant="outline">
          <a href={file} download="recovery-codes.txt">
            Download as text
          </a>
        </Button>
        <Button colorPalette="blue" onClick={onDone}>
          I have saved these codes
        </Button>
      </HStack>
    </Stack>
  );
}
