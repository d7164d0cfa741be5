import { afterEach, describe, expect, it } from 'vitest';
import { prefetchAppOnFirstInput } from './handOver';

function publicRoot(): HTMLElement {
  const root = document.createElement('div');
  root.dataset.app = '/assets/index-a.js';
  root.dataset.appScripts = '/assets/react-b.js /assets/router-c.js';
  root.dataset.appStyles = '/assets/index-d.css';
  document.body.append(root);
  return root;
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('prefetchAppOnFirstInput', () => {
  it("fetches the app's entry and first scripts at the first key, once, and not before", () => {
    prefetchAppOnFirstInput(publicRoot());
    expect(preloads()).toEqual([]);

    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(preloads()).toEqual(['/assets/index-a.js', '/assets/react-b.js', '/assets/router-c.js']);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(preloads()).toHaveLength(3);
  });

  it('does nothing on a page that names no app', () => {
    const root = document.createElement('div');
    document.body.append(root);
    prefetchAppOnFirstInput(root);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(preloads()).toEqual([]);
  });
});
