import { z } from 'zod';

/** News text (spec 01 §3): id, text, url, hyperlinkSubstring, startDate, endDate, language. */
export const NewsTextContract = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  text: z.string(),
  url: z.string().nullable().optional().transform((value) => value ?? null),
  hyperlinkSubstring: z.string().nullable().optional().transform((value) => value ?? null),
  startDate: z.string(),
  endDate: z.string().nullable().optional().transform((value) => value ?? null),
  language: z.string(),
});

export const NewsTextsContract = z.array(NewsTextContract);
export type NewsText = z.infer<typeof NewsTextContract>;
