import fs from 'node:fs';
import { categorySlugs } from '@/lib/editor/categories';
import { cmsConfigYaml, CONFIG_FILE } from '@/lib/editor/config';

fs.writeFileSync(CONFIG_FILE, cmsConfigYaml(categorySlugs()));
console.log(`Wrote ${CONFIG_FILE}`);
