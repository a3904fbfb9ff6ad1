import { renderedModule } from '../host/rendered-module';

/** The file-storage module's widgets on a page: data from FileStoragePageWidgets (widget.graphql), code from FileStorageWidget. */
export const fileStoragePageWidgets = renderedModule('file-storage', () => import('./FileStorageWidget'));
