export { LegalSections } from './components/legal-sections';
export type { LegalDoc } from './documents';
