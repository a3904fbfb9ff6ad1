export declare const RELEASE_FILES: string[];
export declare const START_COMMAND: string[];
export declare const MIGRATE_COMMAND: string[];
export declare const APP_PORT: number;
export declare const READINESS_PATH: string;
export declare const REQUIRED_PRODUCTION_SETTINGS: string[];
export declare const PRODUCTION_SETTING_CHOICES: string[][];
export declare const SHARED_STATE_SETTINGS: string[];
