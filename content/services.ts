/**
 * The service catalogue, the single source of truth for the mega-menu, the mobile accordion,
 * the footer list, the routes, the sitemap, the metadata and the structured data.
 * Each category lives in its own file under content/services/; the order here is the
 * order of the navigation.
 */
import type { Category } from './types';
import { category as mobileDevelopment } from './services/mobile-development';
import { category as customizedApplications } from './services/customized-applications';
import { category as ecommerceDevelopment } from './services/ecommerce-development';
import { category as uiUxDesign } from './services/ui-ux-design';
import { category as aiServices } from './services/ai-services';
import { category as cloudComputing } from './services/cloud-computing';
import { category as blockchainDevelopment } from './services/blockchain-development-solutions';

export const categories: Category[] = [
  mobileDevelopment,
  customizedApplications,
  ecommerceDevelopment,
  uiUxDesign,
  aiServices,
  cloudComputing,
  blockchainDevelopment,
];
