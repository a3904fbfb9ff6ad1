import { defineModel } from '../../core/model/define-model.js';
import { Widget } from '../../core/model/shared-fields.js';

export const AnalyticWidget = defineModel({ module: 'analytic', segment: 'widgets', implements: [Widget] });
