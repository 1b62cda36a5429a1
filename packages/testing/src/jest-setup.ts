import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { server } from './msw-server';

// jsdom lacks the layout APIs that Chakra (Ark/zag) and the form flow call.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= class {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
} as unknown as typeof IntersectionObserver;
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
globalThis.PointerEvent ??= class PointerEvent extends MouseEvent {
  readonly pointerId: number;
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'mouse';
  }
} as unknown as typeof PointerEvent;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.scrollTo ??= function scrollTo() {};
window.scrollTo = () => {};
// zag (under Chakra's dialogs and menus) only focuses elements with a layout box, and jsdom lays
// nothing out: give every connected element one, or focus traps would have nothing to focus.
HTMLElement.prototype.getClientRects = function getClientRects(this: HTMLElement) {
  const rect = { x: 0, y: 0, width: 1, height: 1, top: 0, left: 0, right: 1, bottom: 1, toJSON: () => ({}) };
  const rects = this.isConnected ? [rect] : [];
  return Object.assign(rects, { item: (index: number) => rects[index] ?? null }) as unknown as DOMRectList;
};

// jest-fixed-jsdom swaps in Node's Blob and FormData but leaves jsdom's File, which Node's FormData
// refuses to append (photo uploads).
globalThis.File = NodeFile as unknown as typeof File;

// Node's Request (used by RTK's fetchBaseQuery) rejects the relative '/api/...' URLs a browser
// resolves against the page; resolve them the same way here.
const NodeRequest = globalThis.Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
};

// Chakra's first render in a suite is slow on a busy 2-core CI machine; 1 s (the default) is not enough.
// Generous: CI runs these on two busy cores, and a slow render is not a failure of behaviour.
configure({ asyncUtilTimeout: 10000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
  sessionStorage.clear();
  localStorage.clear();
});
afterAll(() => server.close());
