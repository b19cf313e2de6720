import { array, either, nullable, number, object, optional, text, type Infer } from '@/shared/lib/contract';

const optionalText = optional(nullable(text()));

/** News text (spec 01 §3): id, text, url, hyperlinkSubstring, startDate, endDate, language. */
export const NewsTextContract = object({
  id: either(text(), number()),
  text: text(),
  url: optionalText,
  hyperlinkSubstring: optionalText,
  startDate: text(),
  endDate: optionalText,
  language: text(),
});

export const NewsTextsContract = array(NewsTextContract);
export type NewsTextsAnswer = Infer<typeof NewsTextsContract>;

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
