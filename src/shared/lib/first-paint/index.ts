export { $isFirstPaintDone, firstPaintDone, useReportFirstPaint } from './first-paint';
