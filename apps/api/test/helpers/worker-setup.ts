import { inject } from 'vitest';

// firebase-admin and the app's env both read this variable; it must be set before either loads.
process.env.FIREBASE_AUTH_EMULATOR_HOST = inject('authEmulatorHost');
