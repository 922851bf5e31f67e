import { describe, expect, it } from '@jest/globals';
import { createElement, useId } from 'react';
import { defineIsland, Island } from '../islands/island.js';
import { applicationRenderer } from './render-application.js';

function Counter({ start }: { start: number }) {
  const id = useId();
  return createElement('button', { id, type: 'button' }, `Count ${start}`);
}
const counter = defineIsland('counter', () => Promise.resolve(Counter));

function StaticPage() {
  const id = useId();
  return createElement('section', { 'aria-labelledby': id }, [
    createElement('h1', { id, key: 'h' }, 'Static heading'),
    createElement(Island<{ start: number }>, { of: counter, props: { start: 3 }, key: 'i' }),
  ]);
}

const request = {
  appName: 'content',
  pathname: '/',
  search: '',
  queries: { queries: [], mutations: [] },
  today: '2026-11-28',
  origin: 'http://127.0.0.1',
};

describe('a server-rendered application with an island', () => {
  it("renders the island as a root of its own inside its element, with the island's own ids", async () => {
    const { html } = await applicationRenderer(StaticPage)(request);
    expect(html).toContain('Static heading');
    const island = /<div data-island="counter" data-island-key="0" data-island-props="([^"]*)"[^>]*>(.*?)<\/div>/.exec(
      html,
    );
    expect(island).not.toBeNull();
    expect(JSON.parse(island![1]!.replaceAll('&quot;', '"'))).toEqual({ start: 3 });
    // Its ids are those the browser makes when it hydrates the island as a root: the app's prefix and its key.
    // (The markers around it are the providers' Suspense boundary, as the browser's tree has it.)
    expect(island![2]).toMatch(/^<!--\$--><button id="_content-i0-[^"]+" type="button">Count 3<\/button><!--\/\$-->$/);
    expect(html).not.toContain('<!--island:');
  });
});
