import { onTestFinished } from 'vitest';

/** jsdom has no object URLs; the files the page hands to the browser, kept for the test. */
export function captureDownloads(): Blob[] {
  const blobs: Blob[] = [];
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = (blob: Blob) => {
    blobs.push(blob);
    return `blob:download-${blobs.length}`;
  };
  URL.revokeObjectURL = () => {};
  onTestFinished(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
  return blobs;
}
