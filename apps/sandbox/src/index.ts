export { createSandbox, type Sandbox, type SandboxOptions } from './plugin.js';
export { MessageStore, recipientKey, type Channel, type ReceivedMessage } from './messages.js';
export { SandboxSmtpServer } from './mail/smtp-server.js';
