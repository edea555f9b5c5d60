// A plain entry: /login carries no federation runtime (the signed-in chunk starts it).
import './bootstrap';
