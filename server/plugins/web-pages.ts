import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '@server/project-root';
import { readManifest } from './page-head';
import { loadPageRenderer, type PageRenderer } from './page-render';
import { classesOf, createPageStyles, cspHash } from './page-styles';
import { contentSecurityPolicy } from './security';

export const WEB_DIST = path.join(PROJECT_ROOT, 'dist/web');

/** What the server needs of the web app to answer a page (tests pass web/index.html and the source renderer). */
export type WebPages = {
  template: string;
  renderer: PageRenderer | null;
  /** Where the template's `/assets/…` files are read from; default dist/web. */
  root?: string;
};

export type LoadedWebPages = {
  /** index.html as built, or null when this checkout has no build. */
  template: string | null;
  /** The same with its stylesheets inlined: the server-rendered pages' template. */
  renderedTemplate: string | null;
  /** sha256 sources of the inlined <style> elements, for the CSP's style-src. */
  styleHashes: string[];
  /** sha256 sources of the template's inline scripts (the starter, decision 021b), for script-src. */
  scriptHashes: string[];
  /**
   * A page made from `renderedTemplate` with only the public sheet's rules it can use, and the
   * CSP that allows that <style> (decision 021e); null when no public sheet was inlined.
   */
  stylePage: ((html: string) => StyledPage) | null;
  renderer: PageRenderer | null;
};

export type StyledPage = { html: string; policy: string };

const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[\w.-]+\.css)">/g;

/** The public pages' stylesheet in the build's manifest (web/themes/public.css, decision 023h). */
const PUBLIC_STYLESHEET = 'themes/public.css';

/**
 * Server-rendered pages carry the app's stylesheet inside (decision 020a): a <link> blocks the
 * first paint for one more round trip, which on a phone's network is the largest part of their
 * FCP. A disabled <link> to the same file stays: it loads nothing, but Vite's preloader, which
 * skips CSS already linked, then does not add the file again when a lazy page lists it.
 * With `inline` (the public pages' stylesheet, a subset of the app's in the same order) that one
 * is inlined instead, and the link is marked `data-with-app`, its file in `data-href`: the starter
 * gives it its `href` and enables it when the app starts (scripts/build/deferred-start.ts), so the
 * member pages' rules cost a public page nothing before the visitor's first intent (decision 023h).
 */
export function inlineStylesheets(
  template: string,
  root: string,
  inline?: string,
): { template: string; styleHashes: string[]; publicSheet: string | null } {
  const styleHashes: string[] = [];
  const read = (href: string): string | null => {
    const file = path.join(root, href);
    if (!file.startsWith(root) || !fs.existsSync(file)) return null;
    const css = fs.readFileSync(file, 'utf8');
    return /<\/style/i.test(css) ? null : css;
  };
  const subset = inline ? read(inline) : null;
  const inlined = template.replace(STYLESHEET, (link: string, href: string) => {
    const css = subset ?? read(href);
    if (css === null) return link;
    styleHashes.push(cspHash(css));
    // The app's sheet for later names its file in `data-href`, not `href`: Chromium's preload
    // scanner fetches a parser-inserted stylesheet link even when it is disabled (seen in
    // Chromium 150), which cost every public page the app's whole sheet before any intent.
    const later = link.replace(' href=', ' data-href=').replace(/>$/, ' disabled data-with-app>');
    return `<style>${css}</style>${subset === null ? link.replace(/>$/, ' disabled>') : later}`;
  });
  return {
    template: inlined,
    styleHashes,
    publicSheet: subset !== null && inlined !== template ? subset : null,
  };
}

const INLINE_SCRIPT = /<script(?: data-[\w-]+="[^"]*")*>([^<]*)<\/script>/g;

/**
 * The hashes of the template's inline scripts (the starter scripts/build/deferred-start.ts
 * writes). Only a <script> without type: the settings block is `type="application/json"`, data
 * that never runs.
 */
export function inlineScriptHashes(template: string): string[] {
  return [...template.matchAll(INLINE_SCRIPT)].map((m) => cspHash(m[1] ?? ''));
}

/** The web app's pages: the given ones (tests) or the build in dist/web and dist/ssr. */
export async function loadWebPages(given?: WebPages): Promise<LoadedWebPages> {
  const root = given?.root ?? WEB_DIST;
  const indexPath = path.join(WEB_DIST, 'index.html');
  const template = given?.template ?? (fs.existsSync(indexPath) ? fs.readFileSync(indexPath, 'utf8') : null);
  const renderer = given ? given.renderer : await loadPageRenderer();
  if (!template) {
    return { template, renderedTemplate: null, styleHashes: [], scriptHashes: [], stylePage: null, renderer };
  }
  const publicSheet = readManifest(root)?.[PUBLIC_STYLESHEET]?.file;
  const inlined = inlineStylesheets(template, root, publicSheet && `/${publicSheet}`);
  const scriptHashes = inlineScriptHashes(template);
  return {
    template,
    renderedTemplate: inlined.template,
    styleHashes: inlined.styleHashes,
    scriptHashes,
    stylePage: inlined.publicSheet === null ? null : pageStyler(inlined.publicSheet, scriptHashes),
    renderer,
  };
}

/**
 * Pages cut to the rules they can use (page-styles.ts): the whole public sheet's <style> in a
 * page is replaced by its subset, and the page's policy names that subset's hash instead.
 */
export function pageStyler(
  publicSheet: string,
  scriptHashes: readonly string[],
): (html: string) => StyledPage {
  const styles = createPageStyles(publicSheet);
  const whole = `<style>${publicSheet}</style>`;
  // One per subset, and subsets are few (page-styles.ts bounds them).
  const policies = new Map<string, string>();
  return (html) => {
    const subset = styles.subsetFor(classesOf(html));
    let policy = policies.get(subset.hash);
    if (policy === undefined) {
      policy = contentSecurityPolicy([subset.hash], scriptHashes);
      policies.set(subset.hash, policy);
    }
    return { html: html.replace(whole, () => `<style>${subset.css}</style>`), policy };
  };
}
