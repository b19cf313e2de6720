/**
 * Errors as JSON `{ "message": "…" }`: thrown `HttpError`s keep their status,
 * validation errors become 400, body-parser failures (malformed JSON, too
 * large) keep theirs, anything else is a 500. The server never crashes on a
 * bad request.
 */
import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A request field is missing or has the wrong type or form: 400. */
export class ValidationError extends HttpError {
  constructor(message: string) {
    super(400, message);
    this.name = 'ValidationError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);

/** Express 4 does not catch rejected promises: route them to the error handler. */
export function handle(
  handler: (req: Request, res: Response, next: NextFunction) => unknown,
): RequestHandler {
  return (req, res, next) => {
    Promise.resolve()
      .then(() => handler(req, res, next))
      .catch(next);
  };
}

interface BodyParserError {
  type: string;
  status: number;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  return typeof error === 'object' && error !== null && 'type' in error && 'status' in error && typeof error.status === 'number';
}

/** A 5xx's text: the portal shows its own (spec 01 §8), so this is for the developer. */
export const INTERNAL_ERROR_MESSAGE = 'Er is een interne fout opgetreden.';
const BAD_BODY = 'De inhoud van het verzoek is ongeldig.';

const BODY_PARSER_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'De inhoud van het verzoek is geen geldige JSON.',
  'entity.too.large': 'De inhoud van het verzoek is te groot.',
  'encoding.unsupported': 'De codering van de inhoud van het verzoek wordt niet ondersteund.',
  'charset.unsupported': 'De tekenset van de inhoud van het verzoek wordt niet ondersteund.',
};

/**
 * Wraps body parsers: malformed JSON (or a body that is not what the content
 * type says) does not end the request here but becomes a `MalformedBody`
 * that `parseBody` refuses with 400, after the token and permission checks.
 */
export function deferMalformedBody(parsers: readonly RequestHandler[], toBody: (message: string) => unknown): RequestHandler[] {
  return parsers.map(
    (parser): RequestHandler =>
      (req, res, next) => {
        parser(req, res, (error?: unknown) => {
          if (isBodyParserError(error) && error.type === 'entity.parse.failed') {
            req.body = toBody(BODY_PARSER_MESSAGES[error.type] ?? BAD_BODY);
            next();
            return;
          }
          next(error);
        });
      },
  );
}

export function jsonNotFound(): RequestHandler {
  return (req, res) => {
    res.status(404).json({ message: `Niet gevonden: ${req.method} ${req.path}` });
  };
}

export function jsonErrorHandler(log: (line: string) => void): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    if (error instanceof HttpError) {
      res.status(error.status).json({ message: error.message });
      return;
    }
    // a malformed percent-escape in the path or query (`%`, `%ZZ`, a cut-off UTF-8 sequence)
    if (error instanceof URIError) {
      res.status(400).json({ message: 'Het adres bevat een ongeldige %-code.' });
      return;
    }
    if (isBodyParserError(error) && error.status >= 400 && error.status < 500) {
      res.status(error.status).json({ message: BODY_PARSER_MESSAGES[error.type] ?? BAD_BODY });
      return;
    }
    log(`500 on ${req.method} ${req.originalUrl}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    res.status(500).json({ message: INTERNAL_ERROR_MESSAGE });
  };
}
