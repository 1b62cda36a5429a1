import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import multipart, { type Multipart } from '@fastify/multipart';
import sharp from 'sharp';
import { P, PHOTO_MAX_BYTES, issuesToFieldErrors, photoUploadFields } from '@console/api';
import { photoAnswer } from '@console/api/answers';
import { auditChange } from '../../audit/audit';
import { newId } from '../../core/ids';
import { ApiError, notFound, validationFailure } from '../../http/api-error';
import { defineRoute } from '../../http/define-route';
import { openSignedLink } from '../../http/signed-link';
import { assertWritten, nextStamp } from '../../http/stale-check';
import { PHOTO_PATH, PHOTO_VIEWERS, photoLink } from './employee-rows';
import { EMPLOYEE } from './employee-routes';

/** Stored photos are at most this many pixels on their longer side. */
export const PHOTO_MAX_SIDE = 800;
// Refuses decompression bombs before sharp allocates for them (a 2 MB JPEG can claim gigapixels).
const MAX_INPUT_PIXELS = 40_000_000;
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const STORED_NAME = /^[0-9a-f-]{36}\.jpg$/;

const notJpeg = () => new ApiError(415, 'The photo must be a JPEG image (.jpg).');
const tooLarge = () => new ApiError(413, 'The photo is larger than 2 MB.');

export const photosDir = (dataDir: string) => path.join(dataDir, 'photos');

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
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  return upload;
}

/**
 * Decodes and re-encodes the picture: what is stored is a clean baseline JPEG of bounded size,
 * turned upright, without the uploaded file's metadata.
 */
async function reencode(content: Buffer): Promise<Buffer> {
  if (content.length < JPEG_MAGIC.length || !content.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC)) throw notJpeg();
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
  const dir = photosDir(app.deps.config.dataDir);

  defineRoute(app, {
    url: '/employee/photo/upload',
    summary: 'Employee photo: upload a JPEG',
    response: photoAnswer,
    access: { anyOf: [P.UPLOAD_EMPLOYEE_PHOTO] },
    input: 'multipart/form-data: photo (JPEG, at most 2 MB), employeeId',
    message: 'Uploaded successfully',
    async handler({ request, deps, user }) {
      if (!request.isMultipart()) throw new ApiError(415, 'Send the photo as multipart/form-data.');
      const upload = await readUpload(request.parts());
      const fields = photoUploadFields.safeParse({ employeeId: upload.employeeId });
      if (!fields.success) throw validationFailure(issuesToFieldErrors(fields.error.issues));
      const { employeeId } = fields.data;
      if (!upload.photo || upload.photo.length === 0) throw notJpeg();
      const jpeg = await reencode(upload.photo);

      const employee = await deps.db.selectFrom('employees').select(['photo', 'updated']).where('id', '=', employeeId).executeTakeFirst();
      if (!employee) throw notFound('Employee');
      await fs.promises.mkdir(dir, { recursive: true });
      const file = `${newId()}.jpg`;
      const target = path.join(dir, file);
      // Written aside and renamed, so a reader never sees half a photo.
      await fs.promises.writeFile(`${target}.part`, jpeg);
      await fs.promises.rename(`${target}.part`, target);
      try {
        await deps.db.transaction().execute(async (tx) => {
          const result = await tx
            .updateTable('employees')
            .set({ photo: file, updated: nextStamp(employee.updated) })
            .where('id', '=', employeeId)
            .where('updated', '=', employee.updated)
            .executeTakeFirst();
          assertWritten(result);
          await auditChange(tx, user, EMPLOYEE, employeeId, { photo: employee.photo }, { photo: file });
        });
      } catch (error) {
        await fs.promises.rm(target, { force: true });
        throw error;
      }
      if (employee.photo) await fs.promises.rm(path.join(dir, employee.photo), { force: true });
      return { photo: photoLink(deps.signer.forUser(user.id), file) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/employee/photo',
    summary: 'Employee photo: the stored JPEG (signed link)',
    produces: ['image/jpeg'],
    // Opened by an <img>, which carries no Authorization header: the signed link is the permission.
    access: { public: true },
    input: 'query: file, by, expires, signature (a link from an employee answer)',
    raw: true,
    async handler({ request, reply, deps }) {
      const { params: { file = '' } } = await openSignedLink(deps, {
        path: PHOTO_PATH,
        query: request.query,
        allowed: ['file'],
        permissions: PHOTO_VIEWERS,
        refusal: 'This photo link is invalid or has expired.',
      });
      if (!STORED_NAME.test(file)) throw notFound('Photo');
      const stored = path.join(dir, file);
      const stat = await fs.promises.stat(stored).catch(() => null);
      if (!stat) throw notFound('Photo');
      return reply
        .type('image/jpeg')
        .header('content-length', stat.size)
        .send(fs.createReadStream(stored));
    },
  });
}
