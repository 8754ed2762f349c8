import { describe, expect, it } from 'vitest';
import { type BuiltChunk, rendererProblems } from './renderer-copies';

const REACT = ['../../../node_modules/react/cjs/react.production.js', '../../../node_modules/react/index.js'];
const REACT_DOM = [
  '../../../node_modules/react-dom/cjs/react-dom-client.production.js',
  '../../../node_modules/react-dom/client.js',
];
const APP = [
  '../../features/landing/pages/home-page.tsx',
  '../../../node_modules/react-router/dist/development/index.mjs',
];

function chunk(file: string, sources: string[] | null): BuiltChunk {
  return { file, sources };
}

describe('the renderer guard of check-bundle', () => {
  it('accepts one React and one React DOM, with libraries and app code around them', () => {
    expect(
      rendererProblems([
        chunk('assets/index-a.js', [...REACT, ...REACT_DOM, ...APP]),
        chunk('assets/login-page-b.js', ['../../features/auth/pages/login-page.tsx']),
      ]),
    ).toEqual([]);
  });

  it('refuses Preact in any chunk, not only the landing’s', () => {
    const problems = rendererProblems([
      chunk('assets/index-a.js', [...REACT, ...REACT_DOM]),
      chunk('assets/staff-app-c.js', ['../../../node_modules/preact/compat/dist/compat.module.js']),
      chunk('assets/chat-d.js', ['../../../node_modules/preact-render-to-string/dist/index.mjs']),
    ]);
    expect(problems).toEqual([
      'assets/staff-app-c.js carries Preact (preact)',
      'assets/chat-d.js carries Preact (preact-render-to-string)',
    ]);
  });

  it('refuses a second React from a nested install', () => {
    const problems = rendererProblems([
      chunk('assets/index-a.js', [...REACT, ...REACT_DOM]),
      chunk('assets/widget-e.js', [
        '../../../node_modules/some-widget/node_modules/react/cjs/react.production.js',
      ]),
    ]);
    expect(problems).toEqual([
      'react is bundled from 2 installs: node_modules/react, node_modules/some-widget/node_modules/react',
    ]);
  });

  it('refuses React DOM’s development build next to its production build', () => {
    const problems = rendererProblems([
      chunk('assets/index-a.js', [...REACT, ...REACT_DOM]),
      chunk('assets/debug-f.js', ['../../../node_modules/react-dom/cjs/react-dom-client.development.js']),
    ]);
    expect(problems).toEqual(['react-dom is bundled in production and development builds']);
  });

  it('refuses the same React module split into two chunks', () => {
    const problems = rendererProblems([
      chunk('assets/index-a.js', [...REACT, ...REACT_DOM]),
      chunk('assets/members-g.js', [REACT[0] ?? '']),
    ]);
    expect(problems).toEqual([
      'node_modules/react/cjs/react.production.js is in 2 chunks: assets/index-a.js, assets/members-g.js',
    ]);
  });

  it('refuses a chunk it cannot read', () => {
    expect(rendererProblems([chunk('assets/index-a.js', null)])).toEqual([
      'assets/index-a.js has no source map: its renderer cannot be checked',
    ]);
  });
});
