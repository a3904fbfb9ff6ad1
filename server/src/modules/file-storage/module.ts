import { defineModule } from '../../core/module.js';
import * as entities from './entities.js';

export const fileStorageModule = defineModule({ name: 'file-storage', entities });
