import { defineModule } from '../../core/module.js';
import * as entities from './entities.js';

export const notificationModule = defineModule({ name: 'notification', entities });
