// The reference page's build (see README.md): the web app's own Vite and React plugin.
import { createRequire } from 'node:module';
import { defineConfig } from 'vite';

const fromWeb = createRequire(new URL('../../../apps/web/package.json', import.meta.url));
const { default: react } = await import(fromWeb.resolve('@vitejs/plugin-react'));

export default defineConfig({ plugins: [react()], logLevel: 'warn' });
