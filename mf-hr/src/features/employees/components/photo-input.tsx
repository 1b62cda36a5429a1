import { Input, Progress } from '@chakra-ui/react';
import { PHOTO_MAX_BYTES } from '@console/api';
import { FieldFrame } from '@console/ui';
import { useState } from 'react';

/** What the server takes (spec 5: .jpg files); it checks the content itself, this spares a round trip. */
export function photoProblem(file: File): string | undefined {
  if (!/\.jpe?g$/i.test(file.name)) return 'Choose a .jpg file.';
  if (file.size === 0) return 'The file is empty.';
  if (file.size > PHOTO_MAX_BYTES) return 'The photo is larger than 2 MB.';
  return undefined;
}

export interface PhotoInputProps {
  file: File | null;
  onChange: (file: File | null) => void;
  /** How much of the photo has been sent (0-1) while it uploads. */
  sent?: number | null;
}

/** The photo upload of the Edit Info overlay: one .jpg of at most 2 MB, kept until the form is saved. */
export function PhotoInput({ file, onChange, sent = null }: PhotoInputProps) {
  const [problem, setProblem] = useState<string>();
  return (
    <FieldFrame label="Photo" error={problem} helperText={file ? `${file.name} will be uploaded on save.` : 'A .jpg of at most 2 MB.'}>
      <Input
        type="file"
        accept=".jpg,.jpeg,image/jpeg"
        p="1"
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          const why = chosen ? photoProblem(chosen) : undefined;
          setProblem(why);
          onChange(chosen && !why ? chosen : null);
        }}
      />
      {sent !== null && (
        <Progress.Root value={Math.round(sent * 100)} size="sm" width="full">
          <Progress.Label fontSize="sm">Uploading photo</Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
          <Progress.ValueText fontSize="sm" />
        </Progress.Root>
      )}
    </FieldFrame>
  );
}
