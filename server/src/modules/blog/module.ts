import { defineModule } from '../../core/module.js';
import * as entities from './entities.js';

export const blogModule = defineModule({ name: 'blog', entities, openGraph: [{ kind: 'articles', model: entities.BlogArticle }] });
