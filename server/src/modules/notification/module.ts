import { defineModule } from '../../core/module.js';
import * as entities from './entities.js';
import { notificationSettings } from './settings.js';

export const notificationModule = defineModule({ name: 'notification', entities, settings: notificationSettings });
