import { defineModel } from '../../core/model/define-model.js';
import { Widget } from '../../core/model/shared-fields.js';

export const AgentWidget = defineModel({ module: 'agent', segment: 'widgets', implements: [Widget] });
