/**
 * How the browser's code is cut into files (Rollup's manualChunks, astro.config.mjs): each feature's
 * English messages in a file of their own, so a page loads only the features it shows
 * (src/i18n/index.ts registerEnglish); otherwise Rollup merges them into one shared chunk.
 * Tried and dropped (issue 21): one `site` chunk for every library the layout's script imports. It cut
 * the home page from 32 to 22 requests but added 3.6-5.5 KB gzipped of JavaScript before interaction to
 * every page (bench:weight), against the rule that no page gains JavaScript before interaction.
 * The layout's scripts are still one module (src/scripts/every-page.ts).
 */
const MESSAGES = /\/src\/i18n\/en\/(\w+)\.ts$/;

export function clientChunk(id: string): string | undefined {
  const message = MESSAGES.exec(id);
  return message && message[1] !== 'index' ? `messages-${message[1]}` : undefined;
}
