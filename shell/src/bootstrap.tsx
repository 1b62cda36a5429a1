import { startConsole } from './start-console';

void startConsole();
