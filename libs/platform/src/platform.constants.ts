/** Injection token of the process's Platform: for what concerns the process itself (health, readiness, dead letters). */
export const PLATFORM = Symbol('PLATFORM');

/*
 * Injection tokens of the platform's ports. A class asks for the port it uses (`@Inject(JOB_QUEUE) jobs: JobQueue`),
 * not the whole Platform; the ports that are classes are injected by their class (`ServiceClient`, `TokenService`,
 * `Metrics`, `DeadLetters`). An adapter the process was started without (a gateway's database) is not provided, so a
 * class that needs it fails at start-up, naming the token.
 */
/** The process's `AppConfig`. */
export const APP_CONFIG = Symbol('APP_CONFIG');
/** The process's pino `Logger`. */
export const LOGGER = Symbol('LOGGER');
/** The `EventBus` events are published and consumed on. */
export const EVENT_BUS = Symbol('EVENT_BUS');
/** The `JobQueue` (BullMQ in distributed mode, in-process in standalone). */
export const JOB_QUEUE = Symbol('JOB_QUEUE');
/** The file `Storage` (S3/MinIO or the data folder). */
export const FILE_STORAGE = Symbol('FILE_STORAGE');
/** The `Mailer` (SMTP or the outbox folder). */
export const MAILER = Symbol('MAILER');
