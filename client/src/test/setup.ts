import en from '../lib/i18n/catalogues/en.js';
import { registerCatalogue } from '../lib/i18n/i18n.js';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// Components read their words from the catalogue of the page's language: English in tests.
registerCatalogue('en', en);
