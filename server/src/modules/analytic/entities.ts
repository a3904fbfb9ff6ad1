import { defineModel } from '../../core/model/define-model.js';
import { widgetFields } from '../../core/model/shared-fields.js';

export const AnalyticWidget = defineModel({ module: 'analytic', segment: 'widgets', fields: widgetFields() });
