import { PHOTO_MAX_BYTES } from '@console/api';
import { FieldFrame, Input, Progress } from '@console/ui';
import { useField } from 'react-final-form';

/** What the server takes (spec 5: .jpg files); it checks the content itself, this spares a round trip. */
export function photoProblem(file: File | null | undefined): string | undefined {
  if (!file) return undefined;
  if (!/\.jpe?g$/i.test(file.name)) return 'Choose a .jpg file.';
  if (file.size === 0) return 'The file is empty.';
  if (file.size > PHOTO_MAX_BYTES) return 'The photo is larger than 2 MB.';
  return undefined;
}

export interface PhotoInputProps {
  /** The form's field holding the chosen file. */
  name: string;
  /** How much of the photo has been sent (0-1) while it uploads. */
  sent?: number | null;
}

/**
 * The photo upload of the Edit Info overlay: one .jpg of at most 2 MB, kept until the form is saved.
 * The file is a field of the form, so a refused one holds the form back like any other field error
 * (issue 31: a Save that closed with "updated" while the photo was dropped said what did not happen).
 * Its error shows as soon as a file is chosen: the user picked it a moment ago.
 */
export function PhotoInput({ name, sent = null }: PhotoInputProps) {
  const { input, meta } = useField<File | null>(name, { validate: photoProblem });
  const file = input.value || null;
  const problem = typeof meta.error === 'string' && (meta.modified || meta.submitFailed) ? meta.error : undefined;
  return (
    <FieldFrame label="Photo" error={problem} helperText={file && !problem ? `${file.name} will be uploaded on save.` : 'A .jpg of at most 2 MB.'}>
      <Input
        type="file"
        name={name}
        accept=".jpg,.jpeg,image/jpeg"
        p="1"
        onChange={(event) => input.onChange(event.target.files?.[0] ?? null)}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
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
