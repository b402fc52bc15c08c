/**
 * A page the web app's server renderer drew (apps/web/src/entry-server.tsx), as the API puts it
 * into index.html (apps/api/src/http/serverRender.ts).
 */
export interface RenderedPage {
  /** The markup that goes inside `#root`. */
  html: string;
  /** The script that carries the rendered data to the browser (empty for a page with none). */
  state: string;
}
