import '@testing-library/jest-dom/vitest';
import './lib/i18n';
import { configure } from '@testing-library/react';

// findBy… and waitFor give up after 1 s by default; a screen that fetches, hydrates and renders in jsdom can take longer than
// that on a loaded 2-core CI machine. Waiting longer changes no test's meaning: an element that never appears still fails.
configure({ asyncUtilTimeout: 10_000 });
