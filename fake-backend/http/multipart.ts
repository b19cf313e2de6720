/**
 * Multipart bodies (multer): the files are kept in memory, counted over the
 * whole request, and every problem with the body becomes a JSON 4xx, never a
 * crash or a 500:
 *
 * - not `multipart/form-data` → 400;
 * - more than `maxTotalBytes` of files in total (counted while they arrive,
 *   so at most that much is ever held) → 413 with `totalTooLargeMessage`;
 * - more than `maxFiles` files, a file under another field name than
 *   `fileField`, a text field over 64 KB, a field name nested deeper than
 *   `A[0].B` or with an index over 100, a cut-off or malformed body → 400.
 *
 * Mount it after the token and permission guards, so that a refused caller's
 * body is never read. Field names are matched case-insensitively (as ASP.NET
 * model binding does).
 */
import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { HttpError, badRequest } from './errors';
import { trimTexts } from './trim';
import { FIELD_MESSAGES } from './validate';

export interface ReceivedFile {
  /** the multipart field it came in */
  fieldName: string;
  fileName: string;
  /** the part's Content-Type as the client sent it */
  contentType: string;
  size: number;
  bytes: Buffer;
}

/** Text fields as multer's append-field builds them: a name sent twice becomes an array. */
export type MultipartFields = Record<string, unknown>;

export interface MultipartBody {
  fields: MultipartFields;
  files: ReceivedFile[];
}

export interface MultipartOptions {
  /** the one field name files may come in (`Files`, `files`) */
  fileField: string;
  maxTotalBytes: number;
  totalTooLargeMessage: string;
  maxFiles: number;
}

const MAX_TEXT_FIELD_BYTES = 64 * 1024;
const MAX_TEXT_FIELDS = 100;
const MAX_ARRAY_INDEX = 100;

/** Keeps files in memory and refuses the request as soon as all files together pass `maxTotalBytes`. */
function totalLimitedMemoryStorage(maxTotalBytes: number, message: string): multer.StorageEngine {
  const totals = new WeakMap<Request, number>();
  return {
    _handleFile(req, file, callback) {
      const chunks: Buffer[] = [];
      let refused = false;
      file.stream.on('data', (chunk: Buffer) => {
        if (refused) return;
        const total = (totals.get(req) ?? 0) + chunk.length;
        totals.set(req, total);
        if (total > maxTotalBytes) {
          refused = true;
          chunks.length = 0;
          callback(new HttpError(413, message));
          return;
        }
        chunks.push(chunk);
      });
      file.stream.on('end', () => {
        if (refused) return;
        const bytes = Buffer.concat(chunks);
        callback(null, { buffer: bytes, size: bytes.length });
      });
    },
    _removeFile(_req, file, callback) {
      // only the in-memory copy: nothing was written anywhere
      file.buffer = Buffer.alloc(0);
      callback(null);
    },
  };
}

function multerProblem(error: multer.MulterError, options: MultipartOptions): HttpError {
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return new HttpError(413, options.totalTooLargeMessage);
    case 'LIMIT_FILE_COUNT':
      // a form that takes no files says so, not 'hoogstens 0 bestanden' (issue 32 point 23)
      return badRequest(options.maxFiles === 0 ? 'Bij deze aanvraag kunt u geen bestanden meesturen.' : `U kunt hoogstens ${options.maxFiles} bestanden tegelijk meesturen.`);
    case 'LIMIT_FIELD_VALUE':
      return badRequest(`Het veld '${error.field ?? '?'}' is langer dan ${MAX_TEXT_FIELD_BYTES} bytes.`);
    case 'LIMIT_FIELD_COUNT':
    case 'LIMIT_PART_COUNT':
      return badRequest(`Het verzoek mag hoogstens ${MAX_TEXT_FIELDS} tekstvelden bevatten.`);
    default:
      return badRequest(`De multipart-inhoud van het verzoek is ongeldig (${error.code}${error.field ? `, veld '${error.field}'` : ''}).`);
  }
}

/** Reads the multipart body into `res.locals` (see `multipartOf`). */
export function parseMultipart(options: MultipartOptions): RequestHandler {
  const upload = multer({
    storage: totalLimitedMemoryStorage(options.maxTotalBytes, options.totalTooLargeMessage),
    defParamCharset: 'utf8',
    limits: {
      fileSize: options.maxTotalBytes,
      files: options.maxFiles,
      fields: MAX_TEXT_FIELDS,
      fieldSize: MAX_TEXT_FIELD_BYTES,
      fieldNameSize: 200,
      fieldNestingDepth: 1,
      fieldArrayIndexLimit: MAX_ARRAY_INDEX,
    },
    fileFilter(_req, file, callback) {
      if (file.fieldname.toLowerCase() === options.fileField.toLowerCase()) {
        callback(null, true);
      } else {
        callback(badRequest(`Bestanden horen in het veld '${options.fileField}', niet in '${file.fieldname}'.`));
      }
    },
  }).any();

  return (req, res, next) => {
    if (!req.is('multipart/form-data')) {
      next(badRequest('De inhoud van het verzoek moet multipart/form-data zijn.'));
      return;
    }
    upload(req, res, (error: unknown) => {
      if (error === undefined || error === null) {
        const uploaded = (req.files ?? []) as Express.Multer.File[];
        const body: MultipartBody = {
          // the same trimming as every JSON body and query (trim.ts): multer reads the fields only here
          fields: trimTexts((req.body ?? {}) as MultipartFields),
          files: uploaded.map((file) => ({
            fieldName: file.fieldname,
            fileName: file.originalname,
            contentType: file.mimetype,
            size: file.size,
            bytes: file.buffer,
          })),
        };
        res.locals['multipart'] = body;
        next();
        return;
      }
      if (error instanceof HttpError) next(error);
      else if (error instanceof multer.MulterError) next(multerProblem(error, options));
      else next(badRequest('De multipart-inhoud van het verzoek is ongeldig.'));
    });
  };
}

export function multipartOf(res: Response): MultipartBody {
  const body = res.locals['multipart'] as MultipartBody | undefined;
  if (!body) throw new Error('multipartOf used on a route without parseMultipart');
  return body;
}

/**
 * A text field by name (case-insensitive): '' when absent; 400 when it was
 * sent more than once or is not plain text.
 */
export function textField(fields: MultipartFields, name: string): string {
  const key = Object.keys(fields).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  if (key === undefined) return '';
  const value = fields[key];
  if (Array.isArray(value)) throw badRequest(`Het veld '${name}' mag maar één keer worden meegestuurd.`);
  if (typeof value !== 'string') throw badRequest(FIELD_MESSAGES.notText(name));
  return value;
}

/** `Name[i].Key` / `Name[i].Value` pairs (the spec's indexed names), in index order; 400 for a half pair or another name under `Name[`. */
export function indexedPairs(fields: MultipartFields, name: string): { key: string; value: string }[] {
  const pattern = new RegExp(`^${name}\\[(\\d+)\\]\\.(key|value)$`, 'i');
  const pairs = new Map<number, { key?: string; value?: string }>();
  for (const field of Object.keys(fields)) {
    if (!field.toLowerCase().startsWith(`${name.toLowerCase()}[`) && field.toLowerCase() !== name.toLowerCase()) continue;
    const match = pattern.exec(field);
    if (!match) throw badRequest(`Het veld '${field}' heeft niet de vorm ${name}[i].Key of ${name}[i].Value.`);
    const index = Number(match[1]);
    const part = match[2]?.toLowerCase() === 'key' ? 'key' : 'value';
    const pair = pairs.get(index) ?? {};
    pair[part] = textField(fields, field);
    pairs.set(index, pair);
  }
  return [...pairs.entries()]
    .sort(([left], [right]) => left - right)
    .map(([index, pair]) => {
      if (pair.key === undefined || pair.key.trim() === '') throw badRequest(FIELD_MESSAGES.required(`${name}[${index}].Key`));
      if (pair.value === undefined) throw badRequest(FIELD_MESSAGES.required(`${name}[${index}].Value`));
      return { key: pair.key, value: pair.value };
    });
}
