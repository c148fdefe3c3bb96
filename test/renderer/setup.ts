import '@testing-library/jest-dom/vitest';
import { ReadableStream as NodeReadableStream } from 'node:stream/web';

// A browser page has the web's streams. jsdom has none, and the page of the vm pools (see vitest.config.ts) does not
// take Node's as a page in a plain fork does, so the page gets Node's here: the event stream tests build one.
globalThis.ReadableStream ??= NodeReadableStream as typeof globalThis.ReadableStream;
