import fs from 'node:fs';
import { categorySlugs } from '@/lib/cms/categories';
import { cmsConfigYaml, CONFIG_FILE } from '@/lib/cms/config';

fs.writeFileSync(CONFIG_FILE, cmsConfigYaml(categorySlugs()));
console.log(`Wrote ${CONFIG_FILE}`);
