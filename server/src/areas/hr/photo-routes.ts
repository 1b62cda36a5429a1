import type { FastifyInstance } from 'fastify';
import multipart, { type Multipart } from '@fastify/multipart';
import { employeeFileCalls, issuesToFieldErrors, PHOTO_MAX_BYTES, photoUploadFields } from '@console/api/contract';
import { newId } from '../../core/ids';
import { ApiError, notFound, validationFailure } from '../../http/api-error';
import { defineRoute } from '../../http/define-route';
import { openSignedLink } from '../../http/signed-link';
import { uploadFailure } from '../../http/upload-failure';
import { stampedUpdate } from '../../http/stamped-update';
import { PHOTO_PATH, PHOTO_VIEWERS, photoLink } from './employee-rows';
import { EMPLOYEE } from './employee-corrections';
import { databasePhotoStore } from './photo-store';

/** Stored photos are at most this many pixels on their longer side. */
export const PHOTO_MAX_SIDE = 800;
// Refuses decompression bombs before sharp allocates for them (a 2 MB JPEG can claim gigapixels).
const MAX_INPUT_PIXELS = 40_000_000;
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const STORED_NAME = /^[0-9a-f-]{36}\.jpg$/;

const notJpeg = () => new ApiError(415, 'The photo must be a JPEG image (.jpg).');
const tooLarge = () => new ApiError(413, 'The photo is larger than 2 MB.');

interface Upload {
  employeeId: unknown;
  photo: Buffer | null;
}

/** Reads the multipart body: the `employeeId` field and the `photo` file, at most 2 MB of it. */
async function readUpload(parts: AsyncIterableIterator<Multipart>): Promise<Upload> {
  const upload: Upload = { employeeId: undefined, photo: null };
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname === 'photo') upload.photo = content;
      } else if (part.fieldname === 'employeeId') {
        upload.employeeId = part.value;
      }
    }
  } catch (error) {
    throw uploadFailure(error, tooLarge);
  }
  return upload;
}

/**
 * Decodes and re-encodes the picture: what is stored is a clean baseline JPEG of bounded size,
 * turned upright, without the uploaded file's metadata.
 */
async function reencode(content: Buffer): Promise<Buffer> {
  if (content.length < JPEG_MAGIC.length || !content.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC)) throw notJpeg();
  // Loaded on first use: sharp adds about 20 MB to every server process that stores no photo.
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(content, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch {
    throw notJpeg();
  }
}

export async function photoRoutes(app: FastifyInstance): Promise<void> {
  // Registered here, so multipart bodies are parsed for the HR area's routes only.
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 4, fieldSize: 200, parts: 5 } });
  const store = databasePhotoStore(app.deps.db);

  defineRoute(app, employeeFileCalls.uploadPhoto, async ({ request, deps, user }) => {
    if (!request.isMultipart()) throw new ApiError(415, 'Send the photo as multipart/form-data.');
    const upload = await readUpload(request.parts());
    const fields = photoUploadFields.safeParse({ employeeId: upload.employeeId });
    if (!fields.success) throw validationFailure(issuesToFieldErrors(fields.error.issues));
    const { employeeId } = fields.data;
    if (!upload.photo || upload.photo.length === 0) throw notJpeg();
    const jpeg = await reencode(upload.photo);

    const employee = await deps.db.selectFrom('employees').select(['id', 'photo', 'updated']).where('id', '=', employeeId).executeTakeFirst();
    if (!employee) throw notFound('Employee');
    const file = `${newId()}.jpg`;
    await store.put(file, jpeg);
    try {
      await deps.db.transaction().execute(async (tx) => {
        await stampedUpdate(tx, user, {
          table: 'employees',
          what: EMPLOYEE,
          current: employee,
          before: { photo: employee.photo },
          write: () => tx.updateTable('employees').set({ photo: file }).where('id', '=', employeeId).execute(),
          after: async () => ({ photo: file }),
        });
      });
    } catch (error) {
      await store.remove(file);
      throw error;
    }
    if (employee.photo) await store.remove(employee.photo);
    return { photo: photoLink(deps.signer.forUser(user.id), file) };
  });

  defineRoute(
    app,
    employeeFileCalls.photo,
    async ({ request, reply, deps }) => {
      const {
        params: { file = '' },
      } = await openSignedLink(deps, {
        path: PHOTO_PATH,
        query: request.query,
        allowed: ['file'],
        permissions: PHOTO_VIEWERS,
        refusal: 'This photo link is invalid or has expired.',
      });
      if (!STORED_NAME.test(file)) throw notFound('Photo');
      const stored = await store.get(file);
      if (!stored) throw notFound('Photo');
      return reply.type('image/jpeg').header('content-length', stored.length).send(stored);
    },
    { raw: true },
  );
}
