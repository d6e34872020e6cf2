/** The compiled catalogues vite.config.ts (compileMessages) serves; see messages.ts. */
declare module 'virtual:messages/*' {
  const messages: Record<string, import('@formatjs/icu-messageformat-parser').MessageFormatElement[]>
  export default messages
}
