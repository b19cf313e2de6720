import { z } from '@/shared/api';

const optionalText = z.nullish(z.string());

/** News text (spec 01 §3): id, text, url, hyperlinkSubstring, startDate, endDate, language. */
export const NewsTextContract = z.object({
  id: z.union([z.string(), z.number()]),
  text: z.string(),
  url: optionalText,
  hyperlinkSubstring: optionalText,
  startDate: z.string(),
  endDate: optionalText,
  language: z.string(),
});

export const NewsTextsContract = z.array(NewsTextContract);
export type NewsTextsAnswer = z.infer<typeof NewsTextsContract>;

/** A news item as the portal reads it: the id as text, a missing link or end date as null. */
export interface NewsText {
  id: string;
  text: string;
  url: string | null;
  hyperlinkSubstring: string | null;
  startDate: string;
  endDate: string | null;
  language: string;
}

export function toNewsTexts(answer: NewsTextsAnswer): NewsText[] {
  return answer.map((news) => ({
    ...news,
    id: String(news.id),
    url: news.url ?? null,
    hyperlinkSubstring: news.hyperlinkSubstring ?? null,
    endDate: news.endDate ?? null,
  }));
}
