/**
 * Setup of the web's component tests (vitest project `web-dom`, jsdom): IndexedDB from
 * fake-indexeddb, the rendered tree unmounted after each test, and what jsdom lacks of the
 * native <dialog> (showModal/close: the open attribute, as a browser sets it).
 */
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
