import { defineModule } from '../../core/module.js';
import * as entities from './entities.js';

export const websiteBuilderModule = defineModule({ name: 'website-builder', entities });
